/**
 * 'Criar um novo stand' (spec 01 §2 "Create stand"): name, location, address
 * for the company of the address; queued through the outbox. On success: the
 * company page.
 */
import { Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { standCreateSchema, type StandCreateInput, type StandFormValues } from '../../domain/schemas/stands';
import { companyHome } from '../../ui/admin-paths';
import { UnsavedChangesDialog } from '../../ui/confirm-dialog';
import { PageHeader } from '../../ui/page-header';
import { toastError, toastSuccess } from '../../ui/toaster';
import { valibotResolver } from '../../ui/valibot-resolver';
import { createStand } from './actions/stand-writes';
import { StandInputs } from './stand-inputs';
import { STAND_TEXTS } from './stand-texts';

const resolver = valibotResolver(standCreateSchema);

export function StandCreate() {
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const [leaving, setLeaving] = useState(false);
  const company = useLiveQuery(
    async () => (await mirror().companies.get(companyId)) ?? null,
    [companyId, user?.uuid],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<StandFormValues, unknown, StandCreateInput>({
    resolver,
    defaultValues: { name: '', location: '', address: '', companyUuid: companyId },
    mode: 'onSubmit',
  });
  const back = companyHome(user, companyId, 'stands');

  const submit = handleSubmit(async (values) => {
    try {
      await createStand(values);
      toastSuccess(STAND_TEXTS.saved);
      navigate(back);
    } catch {
      toastError(STAND_TEXTS.createError);
    }
  });

  if (company === undefined) {
    return (
      <Center py="16">
        <Spinner size="lg" aria-label="A carregar" />
      </Center>
    );
  }
  return (
    <Stack gap="6" px={{ base: '2', md: '6' }} pb="24" maxW="4xl">
      <PageHeader title={STAND_TEXTS.createTitle} />
      {company?.active ? (
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="stand-form">
          <Stack gap="6">
            <Text color="fg.muted">Empresa: {company.name}</Text>
            <StandInputs register={register} errors={errors} />
            <HStack justify="flex-end" gap="3">
              <Button
                variant="outline"
                minH="11"
                onClick={() => (isDirty ? setLeaving(true) : navigate(back))}
              >
                Cancelar
              </Button>
              <Button type="submit" colorPalette="red" minH="11" loading={isSubmitting}>
                Criar stand
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <Center py="16">
          <Text fontSize="lg">{STAND_TEXTS.companyMissing}</Text>
        </Center>
      )}
      <UnsavedChangesDialog
        open={leaving}
        onCancel={() => setLeaving(false)}
        onConfirm={() => navigate(back)}
      />
    </Stack>
  );
}
