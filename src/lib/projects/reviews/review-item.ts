// One review as pages and GET /api/projects/{id}/reviews show it. A plain type (no database client):
// reviews.server.ts builds it, the project page, the OpenAPI schema and the reader's-script step
// (in-script.ts) read it.
export type ReviewItem = {
  id: number;
  projectId: number;
  text: string;
  /** 1–5 stars, or null when the author gave none. */
  rating: number | null;
  author: { accountId: number; fullName: string; photo: string | null };
  createdAt: string;
  updatedAt: string;
  isMine: boolean;
};
