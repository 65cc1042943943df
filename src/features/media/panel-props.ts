/**
 * What the media panels need of the vehicle page's panel props: typed by
 * shape, since features do not import each other (the vehicle page passes
 * its VehiclePanelProps, which has these fields and more).
 */
export interface MediaPanelProps {
  vehicle: { uuid: string; brand: string; model: string };
}
