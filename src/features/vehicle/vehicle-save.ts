/** What a vehicle save tells the user (spec 02 §2): the texts and the toast once its outcome is known. */
import { mirror } from '../../data/db';
import { whenSettled } from '../../data/sync';
import { SAVED_ON_DEVICE, toastError, toastSuccess } from '../../ui/toaster';

export const VEHICLE_SAVED = 'Veículo gravado com successo';
/** A save made offline: kept on the device, sent by the outbox when the network returns. */
export const VEHICLE_SAVED_OFFLINE = SAVED_ON_DEVICE;
export const VEHICLE_SAVE_FAILED = 'Erro ao tentar gravar o veículo. Por favor tente mais tarde';

/** The toast of a queued save, once its outcome is known. A conflict has its own panel. */
export function announceVehicleSave(outboxId: string | null, online: boolean): void {
  if (outboxId === null) toastSuccess(VEHICLE_SAVED);
  else if (!online) toastSuccess(VEHICLE_SAVED_OFFLINE);
  else
    void whenSettled(mirror(), outboxId).then((outcome) => {
      if (outcome === 'done') toastSuccess(VEHICLE_SAVED);
      else if (outcome === 'failed') toastError(VEHICLE_SAVE_FAILED);
    });
}
