/** A map position in degrees. */
export interface Point {
  lat: number;
  lng: number;
}
