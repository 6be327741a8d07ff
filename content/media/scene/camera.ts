import type { Pt } from "./svg";

/** Metres: x to the right, y up, z away from the camera. */
export type V3 = readonly [number, number, number];

const NEAR = 0.15;

/**
 * A level pinhole camera (one-point perspective, verticals stay vertical, as in architectural
 * photography shot with a shift lens). `horizon` is the screen row of eye level.
 */
export class Camera {
  constructor(
    readonly width: number,
    readonly height: number,
    /** Focal length in pixels. */
    readonly focal: number,
    readonly eye: V3,
    readonly horizon: number,
  ) {}

  project([x, y, z]: V3): Pt {
    const depth = Math.max(z - this.eye[2], NEAR);
    return [this.width / 2 + (this.focal * (x - this.eye[0])) / depth, this.horizon - (this.focal * (y - this.eye[1])) / depth];
  }

  /** Pixels per metre at depth z. */
  scale(z: number): number {
    return this.focal / Math.max(z - this.eye[2], NEAR);
  }

  /** Screen x of world x at depth z. */
  x(x: number, z: number): number {
    return this.project([x, 0, z])[0];
  }

  /** Screen y of world height y at depth z. */
  y(y: number, z: number): number {
    return this.project([0, y, z])[1];
  }

  /** World x seen at screen column sx on the plane at depth z. */
  worldX(sx: number, z: number): number {
    return this.eye[0] + ((sx - this.width / 2) * (z - this.eye[2])) / this.focal;
  }

  /** Screen position of a direction at infinity (the sun), given as azimuth/elevation in radians from the view axis. */
  direction(azimuth: number, elevation: number): Pt {
    return [this.width / 2 + this.focal * Math.tan(azimuth), this.horizon - (this.focal * Math.tan(elevation)) / Math.cos(azimuth)];
  }

  /** Projects a planar polygon, first clipping it against the near plane so geometry reaching behind the lens stays sane. */
  polygon(corners: readonly V3[]): Pt[] {
    const near = this.eye[2] + NEAR;
    const clipped: V3[] = [];
    corners.forEach((current, index) => {
      const previous = corners[(index + corners.length - 1) % corners.length] as V3;
      const currentIn = current[2] >= near;
      const previousIn = previous[2] >= near;
      if (currentIn !== previousIn) {
        const t = (near - previous[2]) / (current[2] - previous[2]);
        clipped.push([previous[0] + (current[0] - previous[0]) * t, previous[1] + (current[1] - previous[1]) * t, near]);
      }
      if (currentIn) clipped.push(current);
    });
    return clipped.map((point) => this.project(point));
  }
}
