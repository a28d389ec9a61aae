// What the professionals directory and its invitations answer: agent and agency cards and
// profiles (src/lib/professionals/), enrollments (src/lib/professionals/enrollments/).
import { z } from 'zod';
import type { AgencyCard, AgentCard } from '@/lib/professionals/cards';
import type { AgentDetail } from '@/lib/professionals/get-agent.server';
import type { AgencyDetail } from '@/lib/professionals/get-agency.server';
import {
  ENROLLMENT_STATUSES,
  type EnrollmentItem,
} from '@/lib/professionals/enrollments/enrollment-dto';
import { id, imageRef, int, obj, paged, sitePath, time, tied } from './common';

const serviceRef = obj({ id, seoUrl: z.string(), name: z.string() });
const socialLink = obj({ network: z.string(), url: z.string() });
const agencyRef = obj({ id, seoName: z.string(), companyName: z.string() });
/** Mean stars of the starred reviews (0: not rated yet). */
const rating = z.number().min(0).max(5);

export const AgentCardSchema = tied<AgentCard>()(
  obj({
    id,
    seoName: z.string(),
    fullName: z.string(),
    designation: z.string(),
    specialistType: z.string(),
    image: imageRef.nullable(),
    regionId: id.nullable(),
    regionName: z.string().nullable(),
    agency: agencyRef.nullable(),
    rating,
    reviewCount: int,
    services: z.array(serviceRef),
  }),
);

export const AgencyCardSchema = tied<AgencyCard>()(
  obj({
    id,
    seoName: z.string(),
    companyName: z.string(),
    directorName: z.string(),
    image: imageRef.nullable(),
    regionId: id.nullable(),
    regionName: z.string().nullable(),
    rating,
    reviewCount: int,
    workerCount: int,
    services: z.array(serviceRef),
  }),
);

export const AgentCardsSchema = paged(AgentCardSchema);
export const AgencyCardsSchema = paged(AgencyCardSchema);

export const AgentDetailSchema = tied<AgentDetail>()(
  obj({
    id,
    accountId: id,
    seoName: z.string(),
    url: sitePath,
    fullName: z.string(),
    designation: z.string(),
    specialistType: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    landLine: z.string().nullable(),
    country: z.string(),
    regionId: id.nullable(),
    regionName: z.string().nullable(),
    districtName: z.string().nullable(),
    address: z.string(),
    about: z.string(),
    image: imageRef.nullable(),
    rating,
    reviewCount: int,
    isPro: z.boolean(),
    agencyId: id.nullable(),
    agency: agencyRef.nullable(),
    services: z.array(serviceRef),
    socialLinks: z.array(socialLink),
    createdAt: time,
    replyHours: z.number().nullable(),
  }),
);

export const AgencyDetailSchema = tied<AgencyDetail>()(
  obj({
    id,
    accountId: id,
    seoName: z.string(),
    url: sitePath,
    tin: z.string(),
    companyName: z.string(),
    fullAddress: z.string(),
    directorName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    rating,
    reviewCount: int,
    about: z.string(),
    image: imageRef.nullable(),
    regionId: id.nullable(),
    regionName: z.string().nullable(),
    districtName: z.string().nullable(),
    services: z.array(serviceRef),
    socialLinks: z.array(socialLink),
    workers: z.array(
      obj({
        agentId: id,
        /** the same as agentId, kept for older clients */
        id,
        seoName: z.string(),
        fullName: z.string(),
        designation: z.string(),
        phone: z.string().nullable(),
        image: imageRef.nullable(),
        url: sitePath,
      }),
    ),
    createdAt: time,
    replyHours: z.number().nullable(),
  }),
);

export const EnrollmentSchema = tied<EnrollmentItem>()(
  obj({
    id,
    type: z.union([z.literal(0), z.literal(1)]),
    status: z.enum(ENROLLMENT_STATUSES),
    agent: obj({
      id,
      fullName: z.string(),
      designation: z.string(),
      image: imageRef.nullable(),
      url: sitePath,
    }),
    agency: obj({ id, companyName: z.string(), image: imageRef.nullable(), url: sitePath }),
    createdAt: time,
  }),
);
export const EnrollmentsSchema = paged(EnrollmentSchema);
