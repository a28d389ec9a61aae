// The agent and agency pages' loaders on a real database: meta and JSON-LD of each, the 301 to
// the canonical URL (keeping the query), 404 for an unknown id.
import { describe, expect, it } from 'vitest';
import { makeAgency, makeAgent } from '@tests/factories/professionals';
import { pageContext } from '@tests/helpers/page-context';
import { agencyPath, agentPath } from '@/lib/accounts/seo-path';
import { loadAgentPage } from './agent-page.server';
import { loadAgencyPage } from './agency-page.server';

const seoParam = (path: string) => decodeURIComponent(path.split('/').at(-1)!);

describe('loadAgentPage', () => {
  it('returns the meta and a Person with the company it works for', async () => {
    const { agency } = await makeAgency({ companyName: 'Qurilish Usta' });
    const { agent } = await makeAgent({
      fullName: 'Anvar Qodirov',
      designation: 'Arxitektor',
      about: 'Uylar loyihalayman.',
      agencyId: agency.id,
    });
    const path = agentPath(agent);
    const page = await loadAgentPage(pageContext(path, { params: { slug: seoParam(path) } }));
    if (page.kind !== 'page') throw new Error(page.kind);
    const { meta, agent: shown } = page.view;
    expect(meta).toMatchObject({
      title: 'Anvar Qodirov',
      description: 'Uylar loyihalayman.',
      canonicalPath: path,
      ogType: 'profile',
    });
    expect(meta.jsonLd).toMatchObject({
      '@type': 'Person',
      name: 'Anvar Qodirov',
      url: `http://localhost:4321${path}`,
      jobTitle: 'Arxitektor',
      worksFor: { '@type': 'Organization', name: 'Qurilish Usta' },
    });
    expect(shown.id).toBe(agent.id);
    expect(page.view.subtitle).toContain('Arxitektor');
  });

  it('301s an old name to the canonical path with the query, 404s an unknown id', async () => {
    const { agent } = await makeAgent({ fullName: 'Bobur Aliyev' });
    expect(
      await loadAgentPage(
        pageContext(`/agent/eski~${agent.id}?lang=ru`, { params: { slug: `eski~${agent.id}` } }),
      ),
    ).toEqual({ kind: 'redirect', location: `${agentPath(agent)}?lang=ru`, status: 301 });
    expect(
      await loadAgentPage(pageContext('/agent/x~999999999', { params: { slug: 'x~999999999' } })),
    ).toEqual({ kind: 'notFound' });
  });
});

describe('loadAgencyPage', () => {
  it('returns the meta and an Organization with its address and workers', async () => {
    const { agency } = await makeAgency({ companyName: 'Yangi Uy', about: '' });
    const path = agencyPath(agency);
    const page = await loadAgencyPage(pageContext(path, { params: { slug: seoParam(path) } }));
    if (page.kind !== 'page') throw new Error(page.kind);
    expect(page.view.meta).toMatchObject({ title: 'Yangi Uy', canonicalPath: path });
    // No "about": the description names the company and its address.
    expect(page.view.meta.description).toContain('Yangi Uy');
    expect(page.view.meta.description).toContain('Toshkent, Yunusobod 4');
    expect(page.view.meta.jsonLd).toMatchObject({
      '@type': 'Organization',
      name: 'Yangi Uy',
      url: `http://localhost:4321${path}`,
      address: { '@type': 'PostalAddress', streetAddress: 'Toshkent, Yunusobod 4' },
      taxID: agency.tin,
      numberOfEmployees: { '@type': 'QuantitativeValue', value: 0 },
    });
  });

  it('301s an old name to the canonical path, 404s a non-number', async () => {
    const { agency } = await makeAgency({ companyName: 'Eski Nom' });
    expect(
      await loadAgencyPage(
        pageContext(`/agency/boshqa~${agency.id}`, { params: { slug: `boshqa~${agency.id}` } }),
      ),
    ).toEqual({ kind: 'redirect', location: agencyPath(agency), status: 301 });
    expect(await loadAgencyPage(pageContext('/agency/abc', { params: { slug: 'abc' } }))).toEqual({
      kind: 'notFound',
    });
  });
});
