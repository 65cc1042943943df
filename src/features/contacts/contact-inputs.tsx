/**
 * The contact form's sections (spec 02 §2 "Contact create and detail", §5,
 * §6): the general data (name required, phone of 9 characters at most,
 * e-mail, address, credit) and the contact management (date, hour, origin,
 * status, assignee 'Vendedor', observations). The assignee is chosen among
 * the company's users by who holds 'contact.chooseAssignee'; for the others
 * it is fixed (themselves on a new contact). Options come from the mirror,
 * so the form works offline.
 */
import { Input, Stack } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { useSessionStore } from '../../data/session';
import { can } from '../../domain/permissions';
import { PHONE_TYPED_MAX_LENGTH } from '../../domain/schemas/contacts';
import { FormField } from '../../ui/form-field';
import { formInputs } from '../../ui/form-inputs';
import { FormSection, type SelectOption } from '../../ui/form-section';
import { ORIGIN_OPTIONS, type ContactFormValues } from './contact-form';
import { useAssigneeOptions } from './use-contact';

const { TextField, LongTextField, SelectField, CheckboxField } = formInputs<ContactFormValues>();

export interface ContactInputsProps {
  /** The company whose users may hold the contact. */
  companyUuid: string | null;
  /** The statuses the 'Estado' select offers. */
  statusOptions: readonly SelectOption[];
  /** The assignee's name when it is fixed (the user on a new contact). */
  fixedAssigneeName: string;
  readOnly?: boolean;
}

export function ContactInputs({
  companyUuid,
  statusOptions,
  fixedAssigneeName,
  readOnly = false,
}: ContactInputsProps) {
  const user = useSessionStore((s) => s.user);
  const { getValues } = useFormContext<ContactFormValues>();
  const chooses = can(user, 'contact.chooseAssignee');
  const assignees = useAssigneeOptions(chooses ? companyUuid : null, getValues('contactUserUuid'));
  const ro = { readOnly };

  return (
    <Stack gap="8">
      <FormSection title="Dados gerais" testId="contact-section-general">
        <TextField name="name" label="Nome" required {...ro} />
        <TextField name="phone" label="Telefone" type="tel" maxLength={PHONE_TYPED_MAX_LENGTH} {...ro} />
        <TextField name="email" label="E-mail" type="email" {...ro} />
        <TextField name="parish" label="Freguesia" {...ro} />
        <TextField name="county" label="Concelho" {...ro} />
        <TextField name="district" label="Distrito" {...ro} />
        <CheckboxField name="credit" label="Crédito" {...ro} />
      </FormSection>

      <FormSection title="Gestão do contacto" testId="contact-section-management">
        <TextField name="date" label="Data" type="date" {...ro} />
        <TextField name="hour" label="Hora" type="time" {...ro} />
        <SelectField name="font" label="Origem" options={ORIGIN_OPTIONS} {...ro} />
        <SelectField name="status" label="Estado" required options={statusOptions} {...ro} />
        {chooses && assignees === undefined ? null : chooses ? (
          // Rendered once the options are read, so the select shows the value it holds.
          <SelectField name="contactUserUuid" label="Vendedor" required options={assignees ?? []} {...ro} />
        ) : (
          // Assigned to the user (the server does the same): shown, not changeable.
          <div data-field="contactUserUuid">
            <FormField label="Vendedor" required>
              <Input size="lg" readOnly value={fixedAssigneeName} data-testid="contact-assignee-fixed" />
            </FormField>
          </div>
        )}
        <LongTextField name="observation" label="Observações" {...ro} />
      </FormSection>
    </Stack>
  );
}
