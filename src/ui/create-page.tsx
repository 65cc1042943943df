/**
 * The page around a create form (spec 01 §2 "Create …"): the header, the
 * inputs, 'Cancelar' and the submit button, and the unsaved-changes dialog of
 * its form (useCreateForm). A form whose company is gone shows the spec's
 * message instead (CompanyFormPage).
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MissingText } from './missing-text';
import { PageHeader } from './page-header';
import type { CreateFormState } from './use-create-form';

export interface CreatePageProps {
  title: string;
  /** The width of the page ('3xl' for a short form). */
  maxW: string;
  formTestId: string;
  /** 'Criar stand', word for word from the spec. */
  submitLabel: string;
  form: CreateFormState;
  /** Over the inputs (the company the record is for). */
  intro?: ReactNode;
  /** Set when the record cannot be created: the message shown instead of the form. */
  missingText?: string;
  children: ReactNode;
}

export function CreatePage({
  title,
  maxW,
  formTestId,
  submitLabel,
  form,
  intro,
  missingText,
  children,
}: CreatePageProps) {
  return (
    <Stack gap="6" px={{ base: '2', md: '6' }} pb="24" maxW={maxW}>
      <PageHeader title={title} />
      {missingText === undefined ? (
        <form onSubmit={form.onSubmit} noValidate data-testid={formTestId}>
          <Stack gap="6">
            {intro}
            {children}
            <HStack justify="flex-end" gap="3">
              <Button variant="outline" minH="11" onClick={form.onCancel}>
                Cancelar
              </Button>
              <Button type="submit" colorPalette="red" minH="11" loading={form.isSubmitting}>
                {submitLabel}
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <MissingText text={missingText} />
      )}
      {form.guard.dialog}
    </Stack>
  );
}
