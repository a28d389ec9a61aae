import { getAgentEndpoint } from '@/lib/professionals/professionals-api.server';

export const GET = getAgentEndpoint;
