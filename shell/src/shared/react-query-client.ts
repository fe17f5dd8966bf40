/**
 * The @tanstack/react-query surface the shell shares with plugin remotes (see
 * react-router-client.ts for why a list rather than the package). Remotes importing
 * '@tanstack/react-query' receive exactly these names — add one here before a plugin uses it.
 */
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useInfiniteQuery,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
} from 'seodang-react-query-impl';
