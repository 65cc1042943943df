/**
 * 'Catálogo público' on the company page (issue 25 §1): the address of the company's public
 * catalogue (/stock/{slug}) and its on/off switch. The super user changes them; the company's own
 * staff see them. A section of its own beside 'Detalhes Gerais', saved by its own write
 * (PUT /api/companies/{id} with slug and publicCatalogue). A slug another company holds is refused
 * here from the mirror, and by the server (400) when the mirror did not know.
 */
import { Button, Field, Heading, HStack, Input, Link, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { mirror, useLiveQuery, type CompanyRecord } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { useSyncStore, whenSettled } from '../../data/sync';
import { queueCompanyUpdate } from '../../data/writes';
import { isValidSlug, SLUG_MESSAGES } from '../../domain/company-slug';
import { can } from '../../domain/permissions';
import { announceWrite } from '../../ui/announce-write';

export const CATALOGUE_TITLE = 'Catálogo público';
export const CATALOGUE_SAVED = 'Catálogo público guardado';
export const CATALOGUE_SAVE_ERROR = 'Não foi possível guardar o catálogo público. Verifique o endereço.';

export function CompanyCatalogueSection({ company }: { company: CompanyRecord }) {
  const user = useSessionStore((s) => s.user);
  const online = useSyncStore((s) => s.online);
  const editable = can(user, 'company.manage');
  const [slug, setSlug] = useState(company.slug);
  const [on, setOn] = useState(company.publicCatalogue);
  const [error, setError] = useState<string | null>(null);
  const others = useLiveQuery(
    async () =>
      (await mirror().companies.toArray()).filter((c) => c.uuid !== company.uuid).map((c) => c.slug),
    [company.uuid],
  );
  const dirty = slug !== company.slug || on !== company.publicCatalogue;

  const save = async () => {
    const typed = slug.trim().toLowerCase();
    if (!isValidSlug(typed)) return setError(SLUG_MESSAGES.invalid);
    if (others?.includes(typed)) return setError(SLUG_MESSAGES.taken);
    setError(null);
    setSlug(typed);
    const outboxId = await queueCompanyUpdate({
      uuid: company.uuid,
      slug: typed,
      publicCatalogue: on,
      rowVersion: company.rowVersion,
    });
    announceWrite(() => whenSettled(mirror(), outboxId), online, {
      done: CATALOGUE_SAVED,
      failed: CATALOGUE_SAVE_ERROR,
    });
  };

  const address = `/stock/${company.slug}`;
  return (
    <Stack
      as="section"
      gap="3"
      maxW="3xl"
      aria-labelledby="company-catalogue-title"
      data-testid="company-catalogue"
    >
      <Heading as="h2" size="md" id="company-catalogue-title">
        {CATALOGUE_TITLE}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {company.publicCatalogue ? (
          <>
            Os veículos publicados e prontos para venda aparecem em{' '}
            <Link href={address} target="_blank" rel="noopener" colorPalette="blue" variant="underline">
              {address}
            </Link>
          </>
        ) : (
          'Desligado: a página pública, o feed e o formulário de contacto não respondem.'
        )}
      </Text>
      {editable ? (
        <>
          <Switch.Root
            checked={on}
            onCheckedChange={(e) => setOn(e.checked)}
            minH="11"
            data-testid="company-catalogue-switch"
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{CATALOGUE_TITLE}</Switch.Label>
          </Switch.Root>
          <Field.Root invalid={error !== null}>
            <Field.Label>Endereço (/stock/…)</Field.Label>
            <Input
              value={slug}
              onChange={(e) => setSlug(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              data-testid="company-catalogue-slug"
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <HStack>
            <Button onClick={() => void save()} disabled={!dirty} data-testid="company-catalogue-save">
              Guardar catálogo
            </Button>
          </HStack>
        </>
      ) : null}
    </Stack>
  );
}
