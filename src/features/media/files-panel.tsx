/**
 * 'Ficheiros' on the vehicle page (spec 02 §2, §5): the vehicle's files in the
 * list table (file, description, edit, delete), cards on a phone; a row opens
 * the viewer. Roles with 'vehicle.media.write' add, edit (the file modal) and
 * delete (after a confirmation); the others see and open them.
 */
import { Badge, Button, HStack, Stack, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import type { VehicleFile } from '../../domain/entities';
import { can } from '../../domain/permissions';
import { toggleSort, type SortState } from '../../domain/stock';
import { vehicleFileKind } from '../../domain/vehicle-media-files';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { sortRows, type DataColumn } from '../../ui/data-table-types';
import { FileModal, type FileModalSave } from './file-modal';
import { FileViewer } from './file-viewer';
import type { MediaPanelProps } from './panel-props';
import { UploadStatus } from './upload-status';
import { addFile, deleteFile, updateFileDescription } from './video-file-actions';

export const FILE_DELETE_TITLE = 'Eliminar ficheiro';
export const FILE_DELETE_TEXT = 'Tem a certeza que quer eliminar este ficheiro?';
const FILES_TABLE_MIN_WIDTH_PX = 560;

export const FILES_EMPTY = 'Sem ficheiros';

type SortKey = 'description' | 'kind';

const kindLabel = (file: VehicleFile) => (vehicleFileKind(file.url) === 'pdf' ? 'PDF' : 'Imagem');

/** A queued file's url is `local:…`: its kind is known from its bytes only, so it shows as 'Ficheiro'. */
function FileCell({ file }: { file: VehicleFile }) {
  const local = file.url.startsWith('local:');
  return (
    <Stack gap="1">
      <HStack gap="2">
        <Badge colorPalette={local ? 'gray' : 'blue'}>{local ? 'Ficheiro' : kindLabel(file)}</Badge>
        <Text fontSize="sm" color="blue.fg" textDecoration="underline">
          Abrir
        </Text>
      </HStack>
      <UploadStatus recordUuid={file.uuid} testId="file-upload" />
    </Stack>
  );
}

export function FilesPanel({ vehicle }: MediaPanelProps) {
  const user = useSessionStore((s) => s.user);
  const canWrite = can(user, 'vehicle.media.write');
  const files = useLiveQuery(
    async () =>
      (await mirror().files.where('vehicleUuid').equals(vehicle.uuid).toArray()).sort(
        (a, b) => a.orderNum - b.orderNum,
      ),
    [vehicle.uuid],
  );
  const [sort, setSort] = useState<SortState<SortKey> | null>(null);
  const [editing, setEditing] = useState<VehicleFile | 'new' | null>(null);
  const [removing, setRemoving] = useState<VehicleFile | null>(null);
  const [viewing, setViewing] = useState<VehicleFile | null>(null);

  const actionButton = (label: string, testId: string, run: () => void, danger = false) => (
    <Button
      size="sm"
      minH="11"
      variant="ghost"
      colorPalette={danger ? 'red' : undefined}
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation();
        run();
      }}
    >
      {label}
    </Button>
  );

  const columns: DataColumn<VehicleFile, SortKey>[] = [
    { id: 'file', header: 'Ficheiro', sortKey: 'kind', ratio: 1, cell: (f) => <FileCell file={f} /> },
    { id: 'description', header: 'Descrição', sortKey: 'description', ratio: 2, cell: (f) => f.description },
    {
      id: 'edit',
      header: 'Editar',
      widthPx: 110,
      hidden: !canWrite,
      cell: (f) => actionButton('Editar', 'file-edit', () => setEditing(f)),
    },
    {
      id: 'delete',
      header: 'Eliminar',
      widthPx: 110,
      hidden: !canWrite,
      cell: (f) => actionButton('Eliminar', 'file-delete', () => setRemoving(f), true),
    },
  ];

  const save = async ({ description, file }: FileModalSave) => {
    if (editing === 'new' || editing === null) {
      if (file) await addFile(vehicle.uuid, description, file);
      return;
    }
    if (file) {
      // A new file in place of the old one: the upload, then the old one goes.
      if (await addFile(vehicle.uuid, description, file)) await deleteFile(editing.uuid);
    } else if (description !== editing.description) {
      await updateFileDescription(editing.uuid, description);
    }
  };

  const rows = files
    ? sortRows(files, sort, (f, key) => (key === 'kind' ? kindLabel(f) : f.description))
    : [];
  return (
    <Stack gap="3" data-testid="vehicle-files">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          Ficheiros
        </Heading>
        {canWrite ? (
          <Button
            size="sm"
            minH="11"
            colorPalette="red"
            onClick={() => setEditing('new')}
            data-testid="file-add"
          >
            Adicionar ficheiro
          </Button>
        ) : null}
      </HStack>
      {files === undefined ? null : (
        <DataTable
          label="Ficheiros do veículo"
          testId="files"
          // Four columns: it fits a tablet without the lists' 950 px (the delete button stays in view).
          minWidthPx={FILES_TABLE_MIN_WIDTH_PX}
          columns={columns}
          rows={rows}
          rowKey={(f) => f.uuid}
          sort={sort}
          onSort={(key) => setSort(toggleSort(sort, key))}
          onOpen={(f) => setViewing(f)}
          rowData={(f) => ({ 'data-description': f.description })}
          empty={<Text color="fg.muted">{FILES_EMPTY}</Text>}
          cardHeightPx={112}
          card={(f) => (
            <HStack justify="space-between" w="full" gap="2" data-testid="file-card">
              <Stack gap="1" minW="0">
                {/* Two lines before it is cut: a description is how a file is told apart. */}
                <Text
                  fontWeight="medium"
                  lineClamp={2}
                  wordBreak="break-word"
                  title={f.description ?? undefined}
                >
                  {f.description}
                </Text>
                <FileCell file={f} />
              </Stack>
              {canWrite ? (
                <HStack gap="0">
                  {actionButton('Editar', 'file-edit', () => setEditing(f))}
                  {actionButton('Eliminar', 'file-delete', () => setRemoving(f), true)}
                </HStack>
              ) : null}
            </HStack>
          )}
        />
      )}
      <FileModal
        open={editing !== null}
        file={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <ConfirmDialog
        open={removing !== null}
        title={FILE_DELETE_TITLE}
        text={FILE_DELETE_TEXT}
        confirmLabel="Eliminar"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void deleteFile(removing.uuid);
          setRemoving(null);
        }}
      />
      <FileViewer file={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

/** Plugged into the vehicle page by the app. */
export const FILES_PANEL = { id: 'files', component: FilesPanel } as const;
