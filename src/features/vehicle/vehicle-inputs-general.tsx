/**
 * The first two sections of the vehicle forms (spec 01 §2 "Create vehicle"):
 * general characteristics, and the engine (fuel, gearbox, power in cv,
 * cylinder capacity in cm3, mileage in km).
 */
import { FUELS, GEARBOXES, VEHICLE_STATES, VEHICLE_TYPES } from '../../domain/enums';
import { FUEL_LABELS, GEARBOX_LABELS, VEHICLE_STATE_LABELS, VEHICLE_TYPE_LABELS } from '../../domain/labels';
import { enumOptions } from '../../ui/form-inputs';
import { FormSection } from '../../ui/form-section';
import {
  DateField,
  NumberField,
  SelectField,
  TextField,
  tidyLicensePlate,
  vehicleField as field,
} from './form-fields';

const STATE_OPTIONS = enumOptions(VEHICLE_STATES, VEHICLE_STATE_LABELS);
const TYPE_OPTIONS = enumOptions(VEHICLE_TYPES, VEHICLE_TYPE_LABELS);
const FUEL_OPTIONS = enumOptions(FUELS, FUEL_LABELS);
const GEARBOX_OPTIONS = enumOptions(GEARBOXES, GEARBOX_LABELS);

export function VehicleGeneralInputs() {
  return (
    <FormSection title="Características gerais" testId="vehicle-section-general">
      <TextField {...field('brand')} required />
      <TextField {...field('model')} required />
      <TextField {...field('version')} />
      <TextField {...field('licensePlate')} required tidy={tidyLicensePlate} />
      <DateField {...field('dateVehicle')} />
      <DateField {...field('firstDateLicensePlate')} />
      <SelectField {...field('state')} options={STATE_OPTIONS} />
      <SelectField {...field('typeVehicle')} options={TYPE_OPTIONS} />
      <TextField {...field('color')} />
      <NumberField {...field('numberDoors')} />
      <NumberField {...field('numberSeats')} />
      <TextField {...field('numBoard')} />
      <NumberField {...field('grossWeight')} />
      <NumberField {...field('tara')} />
    </FormSection>
  );
}

export function VehicleEngineInputs() {
  return (
    <FormSection title="Motor" testId="vehicle-section-engine">
      <SelectField {...field('fuel')} options={FUEL_OPTIONS} />
      <SelectField {...field('shift')} options={GEARBOX_OPTIONS} />
      <NumberField {...field('motorPower')} />
      <NumberField {...field('cylinder')} />
      <NumberField {...field('mileage')} />
    </FormSection>
  );
}
