// What the profile forms ("My profile", /agents/create) choose from, in the page's language: the
// regions with their districts and the active services as a tree. Plain types, shared by the page
// loader that builds them (src/lib/pages/profile/form-options.server.ts) and the islands that show them.
// A region's `districts` may be left out (the profile forms send only the chosen region's): the form
// fetches them from GET /api/regions when that region is chosen.
export type RegionOption = { id: number; name: string; districts?: { id: number; name: string }[] };
export type ServiceOption = {
  id: number;
  name: string;
  subServices: { id: number; name: string }[];
};
