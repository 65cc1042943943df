/**
 * An enquiry from the public catalogue becomes a lead (issue 25 §6): an OPEN contact of origin
 * WEBSITE, the message and the vehicle asked about in its observation, assigned to the company's
 * active seller served longest ago (round robin), who is told at once ('Novo contacto do site').
 * With no active seller the contact stays unassigned (the ADMIN and MANAGER see every contact)
 * and they are told instead. Everything in one transaction: the contact exists exactly when its
 * notification does. The texts are stored as typed; every screen and document shows them as text.
 */
import { publicVehicleName } from '../../src/domain/public-catalogue';
import type { LeadInput } from '../../src/domain/schemas/leads';
import type { Db } from '../db/client';
import { insertContact } from '../repositories/contacts';
import { recordWebsiteContact } from '../repositories/notifications';
import { companyManagers, sellersByLastLead } from '../repositories/public-catalogue';
import { findVehicle } from '../repositories/vehicles';

/** Contacts carry the dealership's local day and time (HH:MM). */
const LOCAL_TIME_ZONE = 'Europe/Lisbon';

function localDayAndHour(now: Date): { date: string; hour: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: LOCAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: `${part('hour')}:${part('minute')}`,
  };
}

/** The contact's observation: where it came from, the vehicle and its page, then the message. */
export function leadObservation(vehicle: { name: string; page: string } | null, message: string): string {
  const about = vehicle ? `Pedido pelo site sobre ${vehicle.name} (${vehicle.page})` : 'Pedido pelo site';
  return message ? `${about}:\n${message}` : about;
}

export interface CreatedLead {
  contactUuid: string;
  /** The seller it was given to; null when the company has no active seller. */
  sellerUuid: string | null;
}

export async function createLead(
  db: Db,
  company: { uuid: string; slug: string },
  input: LeadInput,
  now: Date,
): Promise<CreatedLead> {
  return db.transaction(async (tx) => {
    const found = input.vehicle ? await findVehicle(tx, input.vehicle) : undefined;
    // Only the company's own vehicle is named; another's uuid is as good as none.
    const vehicle = found?.companyUuid === company.uuid ? found : undefined;
    const [seller] = await sellersByLastLead(tx, company.uuid);
    const { date, hour } = localDayAndHour(now);
    const contact = await insertContact(tx, {
      companyUuid: company.uuid,
      name: input.name,
      phone: input.phone,
      email: input.email,
      date,
      hour,
      font: 'WEBSITE',
      status: 'OPEN',
      creatorUserUuid: null,
      contactUserUuid: seller ?? null,
      observation: leadObservation(
        vehicle ? { name: publicVehicleName(vehicle), page: `/stock/${company.slug}/${vehicle.uuid}` } : null,
        input.message,
      ),
    });
    await recordWebsiteContact(tx, {
      companyUuid: company.uuid,
      contact: { uuid: contact.uuid, name: contact.name },
      vehicle: vehicle ?? null,
      recipients: seller ? [seller] : await companyManagers(tx, company.uuid),
    });
    return { contactUuid: contact.uuid, sellerUuid: seller ?? null };
  });
}
