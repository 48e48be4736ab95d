import type { ListMeta } from '@triptender/contract/common';

export type PageParams = { page: number; per_page: number };

export function pageWindow({ page, per_page }: PageParams): { limit: number; offset: number } {
  return { limit: per_page, offset: (page - 1) * per_page };
}

export function listMeta(total: number, { page, per_page }: PageParams): ListMeta {
  return { per_page, total, current_page: page, last_page: Math.max(1, Math.ceil(total / per_page)) };
}
