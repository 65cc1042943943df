/**
 * The management section of the vehicle forms (spec 01 §2, §4, §5, §6): stock
 * entry, availability (READY_FOR_SALE, REPARING, VERIFYING), stand, prices,
 * trade-in seller, VAT, observations and the live profit margin. Each field
 * shows only to the roles that see it (visibility.ts).
 */
import { Box, NativeSelect, Field, Text } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import type { Stand } from '../../domain/entities';
import { USER_SETTABLE_AVAILABILITIES, type Availability } from '../../domain/enums';
import { formatEuro } from '../../domain/format';
import { AVAILABILITY_LABELS } from '../../domain/labels';
import { can } from '../../domain/permissions';
import type { CostFormValues, VehicleFormValues } from '../../domain/schemas/vehicles';
import { margin } from '../../domain/stock';
import { userLabel, type User } from '../../domain/types';
import { VEHICLE_FIELD_LABELS } from '../../domain/vehicle-diff';
import { enumOptions } from '../../ui/form-inputs';
import { FormSection, type SelectOption } from '../../ui/form-section';
import {
  CheckboxField,
  DateField,
  LongTextField,
  NumberField,
  SelectField,
  useVisibleFields,
  vehicleField as field,
} from './form-fields';

const AVAILABILITY_OPTIONS = enumOptions(USER_SETTABLE_AVAILABILITIES, AVAILABILITY_LABELS);

/** Active stands, plus the vehicle's own if it is no longer active (it stays selectable as it is). */
export function standOptions(stands: readonly Stand[], current: string | null | undefined): SelectOption[] {
  return stands
    .filter((s) => s.active || s.uuid === current)
    .sort((a, b) => a.name.localeCompare(b.name, 'pt'))
    .map((s) => ({ value: s.uuid, label: s.name }));
}

/**
 * The seller selector (spec 01 §2 "Other filter bars"): company users without
 * the username 'admin' and without managers (and no inactive users, unless one
 * is the value already kept); a value that is no user of the list (an old
 * username) is kept as its own option.
 */
export function sellerOptions(users: readonly User[], current: string | null | undefined): SelectOption[] {
  const options = users
    .filter((u) => !u.isSuperUser && u.username !== 'admin' && u.role !== 'MANAGER')
    // A role that may not list users holds colleagues as display names only (no flags, no role:
    // visibility.ts USER_DISPLAY_FIELDS), so an absent flag is no reason to leave one out.
    .filter((u) => u.isActive !== false || u.uuid === current)
    .sort((a, b) => userLabel(a).localeCompare(userLabel(b), 'pt'))
    .map((u) => ({ value: u.uuid, label: userLabel(u) }));
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: current });
  return options;
}

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** List price minus total value (buy price plus costs), 2 decimals, red when negative (spec 01 §5). */
function MarginDisplay() {
  const [sellerPrice, buyPrice, costs] = useWatch<VehicleFormValues, ['sellerPrice', 'buyPrice', 'costs']>({
    name: ['sellerPrice', 'buyPrice', 'costs'],
  });
  const amounts = ((costs ?? []) as CostFormValues[]).flatMap((c) => {
    const value = asNumber(c.value);
    return value === null ? [] : [{ costType: c.costType, value }];
  });
  const profit = margin(asNumber(sellerPrice), asNumber(buyPrice), amounts);
  const negative = profit !== null && profit < 0;
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" mb="1.5">
        Margem
      </Text>
      <Text
        fontSize="lg"
        fontWeight="semibold"
        color={negative ? 'fg.error' : undefined}
        data-testid="vehicle-margin"
        data-negative={negative ? 'true' : 'false'}
      >
        {formatEuro(profit)}
      </Text>
    </Box>
  );
}

/** A sold or delivered vehicle: its availability comes from its sale and shows as it is. */
function LockedAvailability({ availability }: { availability: Availability }) {
  return (
    <Field.Root disabled>
      <Field.Label>{VEHICLE_FIELD_LABELS.availability}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={availability} onChange={() => undefined}>
          <option value={availability}>{AVAILABILITY_LABELS[availability]}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export interface ManagementInputsProps {
  /** The create form needs a stand (a new vehicle always enters one). */
  standRequired: boolean;
  /** Set for a sold or delivered vehicle: the form does not change its availability. */
  lockedAvailability?: Availability | null;
}

export function VehicleManagementInputs({ standRequired, lockedAvailability }: ManagementInputsProps) {
  const user = useSessionStore((s) => s.user);
  const visible = useVisibleFields();
  const { formState } = useFormContext<VehicleFormValues>();
  const defaults = formState.defaultValues;
  // Undefined until read: the selects mount again once their options are there, so the
  // kept value shows as chosen (a select cannot show a value it has no option for).
  const stands = useLiveQuery(() => mirror().stands.toArray(), [user?.uuid]);
  const users = useLiveQuery(
    () =>
      mirror()
        .users.where('companyUuid')
        .equals(user?.companyUuid ?? '')
        .toArray(),
    [user?.uuid, user?.companyUuid],
  );

  return (
    <FormSection title="Gestão" testId="vehicle-section-management">
      <DateField {...field('createdAt')} required />
      {lockedAvailability ? (
        <LockedAvailability availability={lockedAvailability} />
      ) : (
        <SelectField {...field('availability')} options={AVAILABILITY_OPTIONS} emptyLabel={null} />
      )}
      <SelectField
        key={stands ? 'stand' : 'stand-loading'}
        {...field('standUuid')}
        required={standRequired}
        options={standOptions(stands ?? [], defaults?.standUuid)}
        emptyLabel={standRequired ? 'Escolha…' : 'Sem stand'}
      />
      {visible.has('buyPrice') ? <NumberField {...field('buyPrice')} /> : null}
      {visible.has('sellerPrice') ? <NumberField {...field('sellerPrice')} /> : null}
      {visible.has('associatedCosts') ? <NumberField {...field('associatedCosts')} /> : null}
      {visible.has('previewCosts') ? <NumberField {...field('previewCosts')} /> : null}
      {visible.has('retakePerson') ? (
        <SelectField
          key={users ? 'seller' : 'seller-loading'}
          {...field('retakePerson')}
          options={sellerOptions(users ?? [], defaults?.retakePerson)}
        />
      ) : null}
      {visible.has('iva') ? <CheckboxField {...field('iva')} alignEnd /> : null}
      {can(user, 'vehicle.field.margin') ? <MarginDisplay /> : null}
      <Box gridColumn="1 / -1">
        <LongTextField {...field('observations')} rows={4} />
      </Box>
    </FormSection>
  );
}
