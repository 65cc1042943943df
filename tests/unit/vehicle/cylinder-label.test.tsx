/**
 * The engine capacity reads 'Cilindrada (cm³)' (spec 01 §2 "Create vehicle":
 * cylinder capacity in cm3, written as the unit is) in the vehicle form.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderVehicleScreens, signInWithMirror } from './render-vehicle';

describe('the engine capacity field', { timeout: 30_000 }, () => {
  it("is labelled 'Cilindrada (cm³)' in the create form", async () => {
    await signInWithMirror('MANAGER');
    renderVehicleScreens('/admin/vehicle/new');
    expect(await screen.findByLabelText('Cilindrada (cm³)')).toBeInTheDocument();
    expect(screen.queryByText(/cm3/)).not.toBeInTheDocument();
  });
});
