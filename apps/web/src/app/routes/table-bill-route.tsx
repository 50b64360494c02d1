import { TableBillPage } from '../../features/table-bill/components/table-bill-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';

/** /table-bill: paying together at the table (spec accounts-manager §3, §4 table-side payment). */
export default function TableBillRoute() {
  useDocumentMeta('tableBill');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <TableBillPage />
    </div>
  );
}
