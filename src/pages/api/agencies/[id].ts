import { getAgencyEndpoint } from '@/lib/professionals/professionals-api.server';

export const GET = getAgencyEndpoint;
