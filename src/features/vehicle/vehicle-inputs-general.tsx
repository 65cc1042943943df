/**
 * The first two sections of the vehicle forms (spec 01 §2 "Create vehicle"):
 * general characteristics, and the engine (fuel, gearbox, power in cv,
 * cylinder capacity in cm3, mileage in km).
 */
import { FUELS, GEARBOXES, VEHICLE_STATES, VEHICLE_TYPES } from '../../domain/enums';
import { FUEL_LABELS, GEARBOX_LABELS, VEHICLE_STATE_LABELS, VEHICLE_TYPE_LABELS } from '../../domain/labels';
import {
  DateField,
  enumOptions,
  FormSection,
  NumberField,
  SelectField,
  TextField,
  tidyLicensePlate,
} from './form-fields';

const STATE_OPTIONS = enumOptions(VEHICLE_STATES, VEHICLE_STATE_LABELS);
const TYPE_OPTIONS = enumOptions(VEHICLE_TYPES, VEHICLE_TYPE_LABELS);
const FUEL_OPTIONS = enumOptions(FUELS, FUEL_LABELS);
const GEARBOX_OPTIONS = enumOptions(GEARBOXES, GEARBOX_LABELS);

export function VehicleGeneralInputs() {
  return (
    <FormSection title="Características gerais" testId="vehicle-section-general">
      <TextField name="brand" required />
      <TextField name="model" required />
      <TextField name="version" />
      <TextField name="licensePlate" required tidy={tidyLicensePlate} />
      <DateField name="dateVehicle" />
      <DateField name="firstDateLicensePlate" />
      <SelectField name="state" options={STATE_OPTIONS} />
      <SelectField name="typeVehicle" options={TYPE_OPTIONS} />
      <TextField name="color" />
      <NumberField name="numberDoors" />
      <NumberField name="numberSeats" />
      <TextField name="numBoard" />
      <NumberField name="grossWeight" />
      <NumberField name="tara" />
    </FormSection>
  );
}

export function VehicleEngineInputs() {
  return (
    <FormSection title="Motor" testId="vehicle-section-engine">
      <SelectField name="fuel" options={FUEL_OPTIONS} />
      <SelectField name="shift" options={GEARBOX_OPTIONS} />
      <NumberField name="motorPower" />
      <NumberField name="cylinder" />
      <NumberField name="mileage" />
    </FormSection>
  );
}
