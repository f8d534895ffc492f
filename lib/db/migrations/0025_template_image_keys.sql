-- Templates store storage keys, not URLs (issue 24, point 5): every URL is built by the app from
-- the key, so a template can no longer send the postcard provider an image at another host.
-- Storage URLs (local `/storage/<key>`, relative or at any host, and Supabase public URLs of the
-- postcard-images bucket) become their keys: the proof was always rendered from our file of that
-- key, so from now on the provider is sent that same file. A key must lie in the template owner's
-- own folder; anything else (another user's folder, a URL that is no storage path) is dropped:
-- the template then asks for its images again, and a dropped proof is rendered anew.
CREATE FUNCTION pg_temp.inkpost_storage_key(stored text, folder text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN key ~ '^[A-Za-z0-9/_.-]+$' AND key NOT LIKE '%..%' AND starts_with(key, folder)
      AND position('/' in substr(key, length(folder) + 1)) = 0 THEN key
  END
  FROM (
    SELECT CASE
      WHEN stored ~ '^(https?://[^/]+)?/storage/v1/object/public/postcard-images/'
        THEN regexp_replace(stored, '^(https?://[^/]+)?/storage/v1/object/public/postcard-images/', '')
      WHEN stored ~ '^(https?://[^/]+)?/storage/' THEN regexp_replace(stored, '^(https?://[^/]+)?/storage/', '')
      WHEN stored !~ ':' AND stored !~ '^/' THEN stored
    END AS key
  ) AS parsed
$$;
--> statement-breakpoint
UPDATE "templates" SET
  "front_image_url" = pg_temp.inkpost_storage_key("front_image_url", 'templates/' || "user_id" || '/'),
  "back_image_url" = pg_temp.inkpost_storage_key("back_image_url", 'templates/' || "user_id" || '/'),
  "front_thumbnail_url" = pg_temp.inkpost_storage_key("front_thumbnail_url", 'templates/thumbnails/' || "user_id" || '/'),
  "back_thumbnail_url" = pg_temp.inkpost_storage_key("back_thumbnail_url", 'templates/thumbnails/' || "user_id" || '/'),
  "proof_url" = pg_temp.inkpost_storage_key("proof_url", 'proofs/' || "user_id" || '/');
--> statement-breakpoint
UPDATE "templates" SET "proof_status" = 'generating', "proof_claimed_at" = NULL
  WHERE "proof_url" IS NULL AND "proof_status" = 'completed' AND "front_image_url" IS NOT NULL AND "back_image_url" IS NOT NULL;
