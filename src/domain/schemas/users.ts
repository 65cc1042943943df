/** Login and user administration payloads (spec 01 §5 "Login", "User create"; design §8 passwords). */
import * as v from 'valibot';
import { ROLES } from '../enums';
import { MSG } from '../messages';
import { dropNul, optionalText, requiredText, rowVersionField, uuidField } from '../validation';

export const PASSWORD_MIN_LENGTH = 8;

/** Login checks presence only: a wrong length must not reveal anything. */
export const loginSchema = v.object({
  username: v.pipe(
    v.string(MSG.required),
    v.transform(dropNul),
    v.trim(),
    v.minLength(1, MSG.required),
    v.maxLength(255),
  ),
  password: v.pipe(v.string(MSG.required), v.minLength(1, MSG.required), v.maxLength(1024)),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

export const passwordField = v.pipe(
  v.string(MSG.required),
  v.minLength(1, MSG.required),
  v.minLength(PASSWORD_MIN_LENGTH, MSG.passwordTooShort),
  v.maxLength(1024),
);

export const roleField = v.picklist(ROLES, MSG.invalidValue);

export const registerSchema = v.object({
  username: v.pipe(requiredText(255), v.toLowerCase(), v.email(MSG.invalidEmail)),
  password: passwordField,
  isActive: v.optional(v.boolean(MSG.invalidValue), true),
  // Required (issue 21): a call that forgets it must not make an administrator; the form preselects ADMIN.
  role: v.picklist(ROLES, (issue) => (issue.input === undefined ? MSG.required : MSG.invalidValue)),
  companyUuid: uuidField,
  firstName: optionalText(100),
  lastName: optionalText(100),
  uuid: v.optional(uuidField),
});
export type RegisterInput = v.InferOutput<typeof registerSchema>;

export const changePasswordSchema = v.object({ password: passwordField });

/** The confirmation repeats the new password (said under the confirmation). */
const matches = <T extends { password: string; confirmation: string }>(input: T) =>
  input.password === input.confirmation;

/** The form of a new password chosen by its user: typed twice (and, signed in, after the current one). */
export const newPasswordFormSchema = v.pipe(
  // The current password is the login's (kept by the screen), not typed again.
  v.object({ currentPassword: v.string(), password: passwordField, confirmation: v.string(MSG.required) }),
  v.forward(v.check(matches, MSG.passwordsDiffer), ['confirmation']),
);
export const ownPasswordFormSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(MSG.required), v.minLength(1, MSG.required)),
    password: passwordField,
    confirmation: v.string(MSG.required),
  }),
  v.forward(v.check(matches, MSG.passwordsDiffer), ['confirmation']),
);
export type NewPasswordFormInput = v.InferOutput<typeof ownPasswordFormSchema>;
export const changeRoleSchema = v.object({ role: roleField, rowVersion: rowVersionField });
export const changeStateSchema = v.object({
  isActive: v.boolean(MSG.invalidValue),
  companyUuid: v.optional(uuidField),
  rowVersion: rowVersionField,
});
