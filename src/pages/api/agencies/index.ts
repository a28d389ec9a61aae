import { listAgenciesEndpoint } from '@/lib/professionals/professionals-api.server';

export const GET = listAgenciesEndpoint;
