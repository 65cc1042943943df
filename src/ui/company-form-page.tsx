/**
 * The page around a create form of a company's record (stand, user,
 * supplier): spinner while the mirror is read, the header, the company's
 * name, 'Cancelar' and the submit button; the missing-company text when the
 * company is gone or inactive. A dirty form asks before it is left, by
 * Cancelar or any other way (useLeaveGuard).
 */
import { Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from './page-header';
import { useLeaveGuard } from './use-leave-guard';

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
  // While the save runs the form is on its way out (the screen navigates once it is queued).
  const guard = useLeaveGuard(props.isDirty && !props.isSubmitting);
  const { company } = props;

  if (company === undefined) {
    return (
      <Center py="16">
        <Spinner size="lg" role="status" aria-label="A carregar" />
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
                onClick={() => guard.confirm(() => guard.leave(() => navigate(props.back)))}
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
      {guard.dialog}
    </Stack>
  );
}
