import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuEditorKeys } from './menu-draft-api.ts';
import { ownerFetch, ownerRequest } from '../../../shared/owner-request.ts';

/** The menu as an import file, saved by the browser (a backup, or to move it elsewhere). */
export async function downloadMenuFile(slug: string): Promise<void> {
  const response = await ownerFetch('owner/menu/export');
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${slug}-menu-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** An import file replaces the draft (never the live menu: publishing stays a separate step). */
export function useImportFile(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (file: Record<string, unknown>) =>
      ownerRequest<null>(token, { method: 'POST', path: 'owner/menu/import', body: { file } }),
    onSuccess: () => client.invalidateQueries({ queryKey: menuEditorKeys.all }),
  });
}
