// Limits for reading a 3D model, checked before or while the file is read (issue 12: the spec's 10 MB for STL,
// services §5/§9; the same cap for OBJ and 3MF).
export interface MeshReadLimits {
  /** File size, checked before anything is parsed. */
  maxBytes: number;
  /** Triangles kept in memory (a 10 MB binary STL holds 209,713). */
  maxTriangles: number;
  /** 3MF: unpacked bytes of the model XML. */
  maxUnpackedBytes: number;
}

const MB = 1024 * 1024;

export const DEFAULT_MESH_LIMITS: MeshReadLimits = {
  maxBytes: 10 * MB,
  maxTriangles: 1_000_000,
  maxUnpackedBytes: 64 * MB,
};

export const resolveMeshLimits = (limits?: Partial<MeshReadLimits>): MeshReadLimits => ({ ...DEFAULT_MESH_LIMITS, ...limits });

/**
 * Why a model could not be read. empty / tooLarge / wrongType: not a model we take; stlSize: a binary STL whose
 * size is not 84 + 50 × its triangle count; corrupt: a model file with broken content; tooManyTriangles: over the
 * cap; unreadable: the worker ran out of time or memory.
 */
export const MESH_READ_ERRORS = ['empty', 'tooLarge', 'wrongType', 'stlSize', 'corrupt', 'tooManyTriangles', 'unreadable'] as const;
export type MeshReadErrorReason = (typeof MESH_READ_ERRORS)[number];

export class MeshReadError extends Error {
  override readonly name = 'MeshReadError';
  constructor(
    readonly reason: MeshReadErrorReason,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

/** A triangle soup: 9 coordinates per triangle, in the file's units (mm for a 3MF, converted). */
export interface TriangleSoup {
  positions: Float32Array;
  triangles: number;
  declaredUnit: 'mm' | null;
}

/** Grows a Float32Array of coordinates under the triangle cap. */
export class SoupBuilder {
  private data: Float32Array;
  private length = 0;
  constructor(
    private readonly maxTriangles: number,
    initialTriangles = 1024,
  ) {
    this.data = new Float32Array(Math.max(9, Math.min(initialTriangles, maxTriangles) * 9));
  }
  get triangles(): number {
    return this.length / 9;
  }
  push(ax: number, ay: number, az: number, bx: number, by: number, bz: number, cx: number, cy: number, cz: number): void {
    if (this.length + 9 > this.data.length) {
      if (this.length / 9 >= this.maxTriangles) throw new MeshReadError('tooManyTriangles', `more than ${this.maxTriangles} triangles`);
      const next = new Float32Array(Math.min(this.data.length * 2, this.maxTriangles * 9));
      next.set(this.data);
      this.data = next;
    }
    const d = this.data;
    const i = this.length;
    d[i] = ax; d[i + 1] = ay; d[i + 2] = az;
    d[i + 3] = bx; d[i + 4] = by; d[i + 5] = bz;
    d[i + 6] = cx; d[i + 7] = cy; d[i + 8] = cz;
    this.length += 9;
  }
  soup(declaredUnit: 'mm' | null): TriangleSoup {
    return { positions: this.data.subarray(0, this.length), triangles: this.length / 9, declaredUnit };
  }
}
