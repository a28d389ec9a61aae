-- The account as a project's owner, kept with the account: every project card read it by joining
-- accounts, agents and agencies per card (docs/performance.md#the-owner-card-kept-with-the-account).
-- Kept by triggers, so no write path can leave it stale: the account's own row sets it before it is
-- written, and a write to an agent's or agency's profile sets it on the account it belongs to. The
-- read cache learns of those writes from src/lib/db/write-watch.server.ts (TRIGGERED).
ALTER TABLE "accounts" ADD COLUMN "owner_card" json;--> statement-breakpoint
CREATE FUNCTION owner_card_build(owner_id integer, owner_name text, owner_role text, owner_photo text)
RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object('accountId', owner_id, 'fullName', owner_name, 'role', owner_role,
    'accountPhoto', owner_photo, 'agentId', og.id, 'agentSeo', og.seo_name,
    'agentName', og.full_name, 'agentPhoto', og.photo_path, 'agencyId', oc.id,
    'agencySeo', oc.seo_name, 'agencyName', oc.company_name, 'agencyPhoto', oc.photo_path)
  FROM (SELECT 1) AS one
  LEFT JOIN agents og ON og.account_id = owner_id
  LEFT JOIN agencies oc ON oc.account_id = owner_id
  LIMIT 1
$$;--> statement-breakpoint
CREATE FUNCTION accounts_owner_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.owner_card := owner_card_build(NEW.id, NEW.full_name, NEW.role::text, NEW.photo_path);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER accounts_owner_card BEFORE INSERT OR UPDATE OF id, full_name, role, photo_path
  ON accounts FOR EACH ROW EXECUTE FUNCTION accounts_owner_card();--> statement-breakpoint
CREATE FUNCTION profiles_owner_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE accounts a SET owner_card = owner_card_build(a.id, a.full_name, a.role::text, a.photo_path)
      WHERE a.id = OLD.account_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.account_id IS DISTINCT FROM OLD.account_id) THEN
    UPDATE accounts a SET owner_card = owner_card_build(a.id, a.full_name, a.role::text, a.photo_path)
      WHERE a.id = NEW.account_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER agents_owner_card AFTER INSERT OR DELETE OR UPDATE OF account_id, seo_name, full_name, photo_path
  ON agents FOR EACH ROW EXECUTE FUNCTION profiles_owner_card();--> statement-breakpoint
CREATE TRIGGER agencies_owner_card AFTER INSERT OR DELETE OR UPDATE OF account_id, seo_name, company_name, photo_path
  ON agencies FOR EACH ROW EXECUTE FUNCTION profiles_owner_card();--> statement-breakpoint
UPDATE accounts a SET owner_card = owner_card_build(a.id, a.full_name, a.role::text, a.photo_path);
