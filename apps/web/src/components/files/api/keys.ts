/** Whose documents: a user's or a vehicle's. */
export type FileOwner = { userId: number } | { vehicleId: number };

export const filesKeys = {
  all: ['files'] as const,
  list: (owner: FileOwner) => ['files', 'list', owner] as const,
};

/** The owner as the query of GET /api/files and the fields of an upload. */
export function ownerParams(owner: FileOwner): Record<string, number> {
  return 'userId' in owner ? { userId: owner.userId } : { vehicleId: owner.vehicleId };
}

/** File writes refresh the owner's list and the expiring documents. */
export const fileWriteInvalidates = (owner: FileOwner) => [filesKeys.list(owner), ['documents']] as const;
