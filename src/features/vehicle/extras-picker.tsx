/**
 * Extras by category (spec 01 §2 "Create vehicle", spec 02 §2 "Vehicle
 * details"): the categories and their extras from the mirror, each extra a
 * checkbox labelled with its label; the vehicle keeps the list of the chosen
 * extras' descriptions. Kept descriptions no longer in the catalogue stay
 * listed (and can be unticked) under 'Outros extras'.
 */
import { Box, Checkbox, Fieldset, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import type { Category, Extra } from '../../domain/entities';
import type { VehicleFormValues } from '../../domain/schemas/vehicles';

interface Group {
  uuid: string;
  label: string;
  extras: { label: string; description: string }[];
}

/** Categories in their order, each with its extras by label; kept descriptions outside them last. */
export function extraGroups(
  categories: readonly Category[],
  extras: readonly Extra[],
  chosen: readonly string[],
): Group[] {
  const groups: Group[] = [...categories]
    .sort((a, b) => a.orderNum - b.orderNum || a.label.localeCompare(b.label, 'pt'))
    .map((c) => ({
      uuid: c.uuid,
      label: c.label,
      extras: extras
        .filter((e) => e.categoryUuid === c.uuid)
        .sort((a, b) => a.label.localeCompare(b.label, 'pt'))
        .map((e) => ({ label: e.label, description: e.description })),
    }))
    .filter((g) => g.extras.length > 0);
  const known = new Set(extras.map((e) => e.description));
  const others = chosen.filter((d) => !known.has(d));
  if (others.length > 0) {
    groups.push({
      uuid: 'others',
      label: 'Outros extras',
      extras: others.map((d) => ({ label: d, description: d })),
    });
  }
  return groups;
}

export interface ExtrasPickerProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export function ExtrasPicker({ value, onChange }: ExtrasPickerProps) {
  const userUuid = useSessionStore((s) => s.user?.uuid ?? '');
  const catalogue = useLiveQuery(
    async () => {
      const db = mirror();
      const [categories, extras] = await Promise.all([db.categories.toArray(), db.extras.toArray()]);
      return { categories, extras };
    },
    [userUuid],
    { categories: [], extras: [] },
  );
  const groups = extraGroups(catalogue.categories, catalogue.extras, value);
  const chosen = new Set(value);
  const toggle = (description: string, on: boolean) => {
    if (on) onChange(chosen.has(description) ? [...value] : [...value, description]);
    else onChange(value.filter((d) => d !== description));
  };

  if (groups.length === 0) return <Text color="fg.muted">Sem extras disponíveis</Text>;
  return (
    <Stack gap="4">
      {groups.map((group) => (
        <Box key={group.uuid} data-testid="extras-category">
          <Heading as="h3" size="sm" mb="2">
            {group.label}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="2">
            {group.extras.map((extra) => (
              <Checkbox.Root
                key={extra.description}
                minH="11"
                checked={chosen.has(extra.description)}
                onCheckedChange={(e) => toggle(extra.description, e.checked === true)}
                data-testid="extra-option"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{extra.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}

/** The extras section of the vehicle forms, bound to `vehicleExtras`. */
export function VehicleExtrasInputs() {
  const { control } = useFormContext<VehicleFormValues>();
  return (
    <Fieldset.Root data-testid="vehicle-extras">
      <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="2">
        Extras
      </Fieldset.Legend>
      <Controller
        control={control}
        name="vehicleExtras"
        render={({ field }) => (
          <ExtrasPicker value={field.value ?? []} onChange={(next) => field.onChange(next)} />
        )}
      />
    </Fieldset.Root>
  );
}
