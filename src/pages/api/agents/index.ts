import { listAgentsEndpoint } from '@/lib/professionals/professionals-api.server';

export const GET = listAgentsEndpoint;
