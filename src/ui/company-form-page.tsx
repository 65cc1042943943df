/**
 * The page around a create form of a company's record (stand, user,
 * supplier): spinner while the mirror is read, the header, the company's
 * name, 'Cancelar' (asking first when the form is dirty) and the submit
 * button; the missing-company text when the company is gone or inactive.
 */
import { Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { UnsavedChangesDialog } from './confirm-dialog';
import { PageHeader } from './page-header';

interface Props {
  title: string;
  /** undefined while loading; null when it does not exist. */
  company: { name: string; active: boolean } | null | undefined;
  missingText: string;
  submitLabel: string;
  formTestId: string;
  isDirty: boolean;
  isSubmitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Where Cancelar (and the dialog's Confirmar) go. */
  back: string;
  children: ReactNode;
}

export function CompanyFormPage(props: Props) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const { company } = props;

  if (company === undefined) {
    return (
      <Center py="16">
        <Spinner size="lg" aria-label="A carregar" />
      </Center>
    );
  }
  return (
    <Stack gap="6" px={{ base: '2', md: '6' }} pb="24" maxW="4xl">
      <PageHeader title={props.title} />
      {company?.active ? (
        <form onSubmit={props.onSubmit} noValidate data-testid={props.formTestId}>
          <Stack gap="6">
            <Text color="fg.muted">Empresa: {company.name}</Text>
            {props.children}
            <HStack justify="flex-end" gap="3">
              <Button
                variant="outline"
                minH="11"
                onClick={() => (props.isDirty ? setLeaving(true) : navigate(props.back))}
              >
                Cancelar
              </Button>
              <Button type="submit" colorPalette="red" minH="11" loading={props.isSubmitting}>
                {props.submitLabel}
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <Center py="16">
          <Text fontSize="lg">{props.missingText}</Text>
        </Center>
      )}
      <UnsavedChangesDialog
        open={leaving}
        onCancel={() => setLeaving(false)}
        onConfirm={() => navigate(props.back)}
      />
    </Stack>
  );
}
