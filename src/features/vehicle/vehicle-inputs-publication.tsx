/**
 * The edit form's 'Publicação' section (spec 02 §2, §4, §5): 'Publicar Online',
 * 'Destacar veículo', 'Em promoção' with its 'Preço de promoção' (pt-PT
 * decimals, step 0.01, empty is none) and the short and long descriptions.
 * The switches and the price follow the rule of domain/publication.ts: open
 * only while the form's availability is READY_FOR_SALE; choosing another
 * availability puts them back as they were when editing started, so the save
 * never carries a change the server refuses. Turning the promotion off empties
 * the price. Rendered only for the roles of 'vehicle.publication.write'.
 */
import { Field, Input, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FocusEvent } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { Vehicle } from '../../domain/entities';
import type { Availability } from '../../domain/enums';
import { parsePtDecimal } from '../../domain/price';
import {
  PUBLICATION_FLAG_FIELDS,
  PUBLICATION_LABELS,
  PUBLICATION_MESSAGES,
  publicationFlagsOpen,
} from '../../domain/publication';
import type { VehicleFormValues } from '../../domain/schemas/vehicles';
import { tidyLongText } from '../../domain/validation';
import { FormSection } from '../../ui/form-section';

type SwitchName = 'online' | 'isFeatured' | 'isOnPromotion';
type TextName = 'shortDescription' | 'longDescription';

/** The section's starting values: the vehicle as it is. */
export function publicationFormDefaults(vehicle: Vehicle): Partial<VehicleFormValues> {
  return {
    online: vehicle.online,
    isFeatured: vehicle.isFeatured,
    isOnPromotion: vehicle.isOnPromotion,
    promotionPrice: vehicle.promotionPrice,
    shortDescription: vehicle.shortDescription ?? '',
    longDescription: vehicle.longDescription ?? '',
  };
}

/** A typed price: null when empty, the number ('12 345,50', '12.345,5', '12345.50'), else the text itself. */
export function parsePriceInput(text: string): number | string | null {
  if (text.trim() === '') return null;
  return parsePtDecimal(text) ?? text;
}

/** A stored price as the box shows it: '12345,50'. */
export const priceInputText = (price: unknown) =>
  typeof price === 'number' ? price.toFixed(2).replace('.', ',') : typeof price === 'string' ? price : '';

function FlagSwitch({ name, disabled }: { name: SwitchName; disabled: boolean }) {
  const { control, setValue } = useFormContext<VehicleFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch.Root
          size="lg"
          colorPalette="red"
          minH="11"
          checked={field.value === true}
          disabled={disabled}
          onCheckedChange={(e) => {
            field.onChange(e.checked);
            if (name === 'isOnPromotion' && !e.checked) {
              setValue('promotionPrice', null, { shouldDirty: true });
            }
          }}
          name={field.name}
          data-field={name}
        >
          <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{PUBLICATION_LABELS[name]}</Switch.Label>
        </Switch.Root>
      )}
    />
  );
}

function PromotionPriceInput({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<VehicleFormValues>();
  return (
    <Controller
      control={control}
      name="promotionPrice"
      render={({ field, fieldState }) => (
        <PriceBox
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function PriceBox({
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  error,
}: {
  value: unknown;
  onChange: (value: number | string | null) => void;
  onBlur: () => void;
  inputRef: (el: HTMLInputElement | null) => void;
  disabled: boolean;
  error: string | undefined;
}) {
  // The text as typed; it follows the value when something else sets it (emptied, put back).
  const [text, setText] = useState(() => priceInputText(value));
  useEffect(() => {
    setText((current) => (parsePriceInput(current) === (value ?? null) ? current : priceInputText(value)));
  }, [value]);
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} data-field="promotionPrice">
      <Field.Label>{PUBLICATION_LABELS.promotionPrice} (€)</Field.Label>
      <Input
        ref={inputRef}
        size="lg"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(parsePriceInput(e.target.value));
        }}
        onBlur={onBlur}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function DescriptionField({ name, rows }: { name: TextName; rows: number }) {
  const {
    register,
    setValue,
    formState: { errors },
  } = useFormContext<VehicleFormValues>();
  const error = errors[name]?.message;
  return (
    <Field.Root invalid={Boolean(error)} data-field={name}>
      <Field.Label>{PUBLICATION_LABELS[name]}</Field.Label>
      <Textarea
        size="lg"
        rows={rows}
        {...register(name, {
          onBlur: (e: FocusEvent<HTMLTextAreaElement>) => {
            const tidied = tidyLongText(e.target.value);
            if (tidied !== e.target.value) setValue(name, tidied, { shouldDirty: true });
          },
        })}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export interface VehiclePublicationInputsProps {
  /** The availability when the form cannot change it (sold, delivered). */
  lockedAvailability: Availability | null;
}

export function VehiclePublicationInputs({ lockedAvailability }: VehiclePublicationInputsProps) {
  const { control, resetField } = useFormContext<VehicleFormValues>();
  const formAvailability = useWatch({ control, name: 'availability' });
  const isOnPromotion = useWatch({ control, name: 'isOnPromotion' });
  const open = publicationFlagsOpen(lockedAvailability ?? formAvailability);

  useEffect(() => {
    // Not ready for sale: the flags are what they were, whatever was toggled before.
    if (!open) for (const field of PUBLICATION_FLAG_FIELDS) resetField(field);
  }, [open, resetField]);

  return (
    <FormSection title="Publicação" testId="vehicle-section-publication">
      <Stack gap="1" gridColumn={{ md: 'span 2', lg: 'span 3' }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FlagSwitch name="online" disabled={!open} />
          <FlagSwitch name="isFeatured" disabled={!open} />
          <FlagSwitch name="isOnPromotion" disabled={!open} />
        </SimpleGrid>
        {open ? null : (
          <Text fontSize="sm" color="fg.muted" data-testid="publication-hint">
            {PUBLICATION_MESSAGES.notReadyHint}
          </Text>
        )}
      </Stack>
      <PromotionPriceInput disabled={!open || isOnPromotion !== true} />
      <Stack gridColumn={{ md: 'span 2', lg: 'span 3' }} gap="4">
        <DescriptionField name="shortDescription" rows={2} />
        <DescriptionField name="longDescription" rows={5} />
      </Stack>
    </FormSection>
  );
}
