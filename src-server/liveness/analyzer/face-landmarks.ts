/**
 * The few of FaceMesh's 468 points the server keeps from a frame, in analysis pixels. Indices
 * are MediaPipe's canonical face mesh (Human's `mesh` uses the same numbering).
 */

/**
 * Eye corners, brows, the middle of both lips and the eyelids' middles: points of the face's
 * front that lie near one plane on a real head too. A homography from them starts the flat
 * check's alignment (src-server/liveness/presentation/flat-check.ts).
 */
export const PLANE_POINTS = [33, 133, 362, 263, 61, 291, 70, 300, 105, 334, 0, 17, 159, 145, 386, 374] as const;

/** The face's outline, forehead (10) round the image-right cheek to the chin (152) and back. */
export const OVAL_POINTS = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21,
  54, 103, 67, 109,
] as const;

/** Each eye: outer and inner corner, and two upper/lower lid pairs (Soukupová and Čech's eye aspect ratio). */
const EYES = [
  {
    corners: [33, 133],
    lids: [
      [159, 145],
      [158, 153],
    ],
  },
  {
    corners: [362, 263],
    lids: [
      [386, 374],
      [385, 380],
    ],
  },
] as const;

export interface FaceLandmarks {
  /** [x0, y0, x1, y1, …] of PLANE_POINTS. */
  plane: number[];
  /** [x0, y0, …] of OVAL_POINTS. */
  oval: number[];
  /**
   * Mean eye aspect ratio of both eyes, lid gap over eye width, when the iris model redrew the
   * lids (open 0.30–0.40, shut 0.13–0.22 on the test heads); null when it did not run.
   */
  eyeOpenness: number | null;
}

type MeshPoint = readonly (number | undefined)[];

function flatten(mesh: readonly MeshPoint[], indices: readonly number[]): number[] {
  return indices.flatMap((i) => [mesh[i]?.[0] ?? 0, mesh[i]?.[1] ?? 0]);
}

function distance(mesh: readonly MeshPoint[], a: number, b: number): number {
  const p = mesh[a] ?? [0, 0];
  const q = mesh[b] ?? [0, 0];
  return Math.hypot((p[0] ?? 0) - (q[0] ?? 0), (p[1] ?? 0) - (q[1] ?? 0));
}

/** The kept points of one face's mesh; null when the mesh is missing (a detector box only). */
export function faceLandmarks(mesh: readonly MeshPoint[], eyesRead: boolean): FaceLandmarks | null {
  if (mesh.length < 468) return null;
  const ratios = EYES.map(({ corners, lids }) => {
    const width = distance(mesh, corners[0], corners[1]);
    const gap = lids.reduce((sum, [upper, lower]) => sum + distance(mesh, upper, lower), 0) / lids.length;
    return width > 0 ? gap / width : 0;
  });
  return {
    plane: flatten(mesh, PLANE_POINTS),
    oval: flatten(mesh, OVAL_POINTS),
    eyeOpenness: eyesRead ? ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length : null,
  };
}
