import { useSearchParams } from 'react-router';

/** page and search kept in the URL so lists can be linked and go back correctly. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const update = (next: { page?: number; search?: string }) => {
    const p = new URLSearchParams(params);
    if (next.search !== undefined) {
      if (next.search) p.set('search', next.search);
      else p.delete('search');
      p.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 1) p.set('page', String(next.page));
      else p.delete('page');
    }
    setParams(p);
  };
  return { page, search, update };
}
