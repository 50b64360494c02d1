import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Report, ReportExport } from '@tavola/domain/schemas/reports';
import { ownerFetch, ownerRequest } from '../../../shared/owner-request.ts';
import type { DateRange } from '../lib/ranges.ts';

export const reportKeys = {
  all: ['owner', 'reports'] as const,
  range: (range: DateRange) => ['owner', 'reports', range.from, range.to] as const,
};

/** The figures of a range; the previous range's stay on screen (dimmed) while the next one loads. */
export function useReport(token: string, range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.range(range),
    queryFn: () => ownerRequest<Report>(token, { path: 'owner/reports', query: { from: range.from, to: range.to } }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** A CSV export saved by the browser, in the owner's language's separator (the server decides). */
export async function downloadCsv(kind: ReportExport, range: DateRange): Promise<void> {
  const response = await ownerFetch(`owner/reports/${kind}.csv`, { query: { from: range.from, to: range.to } });
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}-${range.from}-${range.to}.csv`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
