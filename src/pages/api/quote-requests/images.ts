// POST /api/quote-requests/images, multipart `file`: a photo for a quote request, owned by the
// uploader until a request names it in imageIds (docs/quote-requests.md). Any signed-in account.
import { requireAccount } from '@/lib/auth/request.server';
import { endpoint, json } from '@/lib/http/response.server';
import { uploadQuoteImage } from '@/lib/quotes/images.server';
import { readUpload } from '@/lib/uploads/upload-limit.server';

export const POST = endpoint(async (ctx) => {
  const caller = requireAccount(ctx);
  // The upload limits are spent before reading up to 15 MB.
  const buffer = await readUpload(ctx, caller.id);
  return json(await uploadQuoteImage(caller, buffer), { status: 201 });
});
