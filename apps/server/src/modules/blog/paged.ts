/** One page of a list in the contract's shape (domain schemas/account pageSchema). */
export function pageOf<T>(data: T[], total: number, page: number, perPage: number) {
  const offset = (page - 1) * perPage;
  return {
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    from: data.length > 0 ? offset + 1 : null,
    to: data.length > 0 ? offset + data.length : null,
    data,
  };
}
