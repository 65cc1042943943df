/**
 * 'Criar um novo utilizador' (spec 01 §2 "Create user", §5): username and
 * password required (at least 8 characters and not guessable, the server's rules), names
 * optional, role (ADMIN by default) and state. Queued through the outbox;
 * on success: the company page.
 */
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { passwordWeakness } from '../../domain/password-strength';
import { registerSchema, type RegisterInput } from '../../domain/schemas/users';
import { companyHome } from '../../ui/admin-paths';
import { CompanyFormPage } from '../../ui/company-form-page';
import { useCreateForm } from '../../ui/use-create-form';
import { valibotResolver, type SchemaResolver } from '../../ui/valibot-resolver';
import { registerUser } from './actions/user-writes';
import { UserInputs, type RegisterFormValues } from './user-inputs';
import { USER_TEXTS } from './user-texts';

const schemaResolver = valibotResolver(registerSchema);

/**
 * The schema's checks, then the server's guessability rule on a well-formed password, judged
 * against the new user's names and the company's (a user created offline must not be refused later).
 */
function strongPasswordResolver(
  companyName: string | undefined,
): SchemaResolver<RegisterFormValues, RegisterInput> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    if (result.errors.password) return result;
    const weakness = await passwordWeakness(values.password, { ...values, companyName });
    if (!weakness) return result;
    return { values: {}, errors: { ...result.errors, password: { type: 'validation', message: weakness } } };
  };
}

export function UserCreate() {
  const { companyId = '' } = useParams();
  const actor = useSessionStore((s) => s.user);
  const company = useLiveQuery(
    async () => (await mirror().companies.get(companyId)) ?? null,
    [companyId, actor?.uuid],
  );
  const resolver = useMemo(() => strongPasswordResolver(company?.name), [company?.name]);
  const { form, state } = useCreateForm<RegisterFormValues, RegisterInput>({
    resolver,
    defaultValues: {
      username: '',
      password: '',
      firstName: '',
      lastName: '',
      role: 'ADMIN',
      isActive: true,
      companyUuid: companyId,
    },
    create: registerUser,
    texts: { done: USER_TEXTS.saved, error: USER_TEXTS.createError },
    back: companyHome(actor, companyId, 'users'),
  });

  return (
    <CompanyFormPage texts={USER_TEXTS} company={company} formTestId="user-form" form={state}>
      <UserInputs register={form.register} control={form.control} errors={form.formState.errors} />
    </CompanyFormPage>
  );
}
