/**
 * 'Detalhes do {stand name}' (spec 01 §2 "Stand detail", §4): the stand form
 * in view or edit mode ('Editar stand', 'Guardar informação', 'Cancelar'),
 * 'Desativar' / 'Ativar', the counts ('---' when inactive) and the stand's
 * vehicles. An unknown stand: 'Este stand não existe'.
 */
import { Badge, Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import type { Stand } from '../../domain/entities';
import { can } from '../../domain/permissions';
import { standCreateSchema, type StandCreateInput, type StandFormValues } from '../../domain/schemas/stands';
import { ActivationButton } from '../../ui/activation-button';
import { DetailLayout, DetailPage, EditorButtons } from '../../ui/detail-layout';
import { ScreenRoutes } from '../../ui/screen-routes';
import { useDetailForm } from '../../ui/use-detail-form';
import { valibotResolver } from '../../ui/valibot-resolver';
import { updateStand } from './actions/stand-writes';
import { StandInputs } from './stand-inputs';
import { STAND_TEXTS, standTitle } from './stand-texts';
import { StandVehicles } from './stand-vehicles';
import { useStandActivation } from './use-stand-activation';
import { countText, useStandCounts } from './use-stand-counts';

const resolver = valibotResolver(standCreateSchema);

export function StandShow() {
  return (
    <ScreenRoutes>
      <StandPage />
    </ScreenRoutes>
  );
}

function StandPage() {
  const { standId = '' } = useParams();
  const userUuid = useSessionStore((s) => s.user?.uuid);
  const stand = useLiveQuery(async () => (await mirror().stands.get(standId)) ?? null, [standId, userUuid]);
  return (
    <DetailLayout
      record={stand}
      loadingText={STAND_TEXTS.loading}
      missingTitle="Stand"
      missingText={STAND_TEXTS.missing}
      testId="stand"
    >
      {(found) => <StandDetails stand={found} />}
    </DetailLayout>
  );
}

function Count({ label, value }: { label: string; value: string | number }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold" data-testid="stand-count">
        {value}
      </Text>
    </Box>
  );
}

function StandDetails({ stand }: { stand: Stand }) {
  const user = useSessionStore((s) => s.user);
  const canWrite = can(user, 'stand.write');
  const { toggle, dialog } = useStandActivation();
  const counts = useStandCounts(stand);
  const { form, editor, onSubmit } = useDetailForm<StandFormValues, StandCreateInput>({
    resolver,
    values: {
      name: stand.name,
      location: stand.location,
      address: stand.address ?? '',
      companyUuid: stand.companyUuid,
    },
    save: (values) =>
      updateStand(stand, { name: values.name, location: values.location, address: values.address ?? null }),
    texts: { done: STAND_TEXTS.saved, error: STAND_TEXTS.saveError },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <DetailPage
      title={standTitle(stand.name)}
      testId="stand-show"
      editor={editor}
      headerActions={
        stand.active ? null : (
          <Badge colorPalette="red" size="lg">
            Inativo
          </Badge>
        )
      }
    >
      <Box bg={stand.active ? undefined : 'red.subtle'} borderRadius="md" p={stand.active ? '0' : '3'}>
        <form onSubmit={onSubmit} noValidate data-testid="stand-form">
          <Stack gap="4">
            <StandInputs register={form.register} errors={errors} readOnly={!editor.editing} />
            {canWrite ? (
              <EditorButtons
                editor={editor}
                editLabel="Editar stand"
                canEdit
                saving={isSubmitting}
                testId="stand"
                viewActions={
                  <ActivationButton
                    active={stand.active}
                    onClick={() => toggle(stand)}
                    testId="stand-activation"
                  />
                }
              />
            ) : null}
          </Stack>
        </form>
      </Box>
      <SimpleGrid columns={3} gap="3" maxW="xl">
        <Count label="Em venda" value={countText(stand, counts?.inSale)} />
        <Count label="Vendidos" value={countText(stand, counts?.sold)} />
        <Count label="Outros" value={countText(stand, counts?.others)} />
      </SimpleGrid>
      {/* The super user sees no vehicles (design §6): the counts are all he gets. */}
      {can(user, 'vehicle.read') ? <StandVehicles standUuid={stand.uuid} version={stand.rowVersion} /> : null}
      {dialog}
    </DetailPage>
  );
}
