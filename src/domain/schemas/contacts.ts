/**
 * The contact payload shared by the contact forms and the server (spec 02 §3
 * "Contact", §5 "Contact create", "Interaction modal", §7 POST /contacts/,
 * PUT /contacts/{id}, PATCH /contacts/{id}). Required: name (tidied), status,
 * contactUserUuid; phone at most 9 characters; an empty e-mail is none. An
 * interaction needs a description and a date.
 */
import * as v from 'valibot';
import { CONTACT_ORIGINS, CONTACT_STATUSES } from '../enums';
import { MSG } from '../messages';
import {
  objectMessage,
  requiredDate,
  requiredOr,
  requiredText,
  rowVersionField,
  tidyLongText,
  uuidField,
} from '../validation';
import { emptyIsNull, flag, LONG_TEXT_MAX, nullablePicklist, nullableText } from './fields';

/** Phone inputs hold 9 characters at most (spec 02 §9). */
export const CONTACT_PHONE_MAX_LENGTH = 9;
/**
 * What a phone box lets one type: the 9 characters and the spaces people group them with
 * ('912 345 678', '+351 912 345 678' is refused on save by the 9); the save drops the spaces, so a
 * box cut at 9 would keep '912 345 6' (issue 24).
 */
export const PHONE_TYPED_MAX_LENGTH = 16;

const HOUR_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One interaction as the contact's PUT and POST carry it ('iteractions', as the spec spells it). */
export const interactionSchema = v.object(
  {
    /** Chosen by the device for an interaction logged offline; kept when valid and unused. */
    uuid: v.optional(v.nullable(uuidField)),
    description: v.pipe(
      v.string(MSG.required),
      v.transform(tidyLongText),
      v.minLength(1, MSG.required),
      v.maxLength(LONG_TEXT_MAX, `Máximo de ${LONG_TEXT_MAX} caracteres`),
    ),
    date: requiredDate,
  },
  objectMessage(),
);
export type InteractionInput = v.InferOutput<typeof interactionSchema>;

const contactFields = {
  /** Chosen by the device for a contact made offline; kept when valid and unused. */
  uuid: v.optional(v.nullable(uuidField)),
  rowVersion: rowVersionField,
  name: requiredText(),
  parish: nullableText(),
  county: nullableText(),
  district: nullableText(),
  phone: v.optional(
    emptyIsNull(
      v.pipe(
        v.string(MSG.invalidValue),
        v.transform((s) => s.replace(/\s+/g, '')),
        v.maxLength(CONTACT_PHONE_MAX_LENGTH, `Máximo de ${CONTACT_PHONE_MAX_LENGTH} caracteres`),
      ),
    ),
    null,
  ),
  /** An empty e-mail becomes none (spec 02 §5). */
  email: v.optional(
    emptyIsNull(
      v.pipe(
        v.string(MSG.invalidValue),
        v.trim(),
        v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), MSG.invalidEmail),
        v.toLowerCase(),
      ),
    ),
    null,
  ),
  credit: flag(),
  /** The day of the contact; the server takes today when absent. */
  date: v.optional(requiredDate),
  hour: v.optional(
    emptyIsNull(
      v.pipe(
        v.string(MSG.invalidValue),
        v.trim(),
        v.check((s) => s === '' || HOUR_PATTERN.test(s), MSG.invalidValue),
      ),
    ),
    null,
  ),
  /** Where the lead came from (the spec's 'font', valued by the contact origins: 'Visita ao Stand', ...). */
  font: nullablePicklist(CONTACT_ORIGINS),
  status: v.picklist(CONTACT_STATUSES, requiredOr(MSG.invalidValue)),
  contactUserUuid: uuidField,
  observation: nullableText(LONG_TEXT_MAX, tidyLongText),
  iteractions: v.optional(v.array(interactionSchema, MSG.invalidValue), []),
  /** Interactions removed in this edit (those that had a uuid; spec 02 §4). */
  deletedIteractions: v.optional(v.array(uuidField, MSG.invalidValue), []),
};

/** POST /contacts/ and PUT /contacts/{id}: the whole contact with its interactions. */
export const contactSchema = v.object(
  contactFields,
  objectMessage({ status: MSG.required, contactUserUuid: MSG.required, name: MSG.required }),
);
export type ContactInput = v.InferInput<typeof contactSchema>;
export type ContactPayload = v.InferOutput<typeof contactSchema>;

/** PATCH /contacts/{id}: the status only. */
export const contactStatusSchema = v.object(
  {
    rowVersion: rowVersionField,
    status: v.picklist(CONTACT_STATUSES, requiredOr(MSG.invalidValue)),
  },
  objectMessage({ status: MSG.required }),
);
export type ContactStatusPayload = v.InferOutput<typeof contactStatusSchema>;
