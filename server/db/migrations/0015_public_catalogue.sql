-- The public catalogue (issue 25): a company's address (/stock/{slug}) and its 'Catálogo público' switch,
-- and when a contact was made (the round robin of the enquiries). A company inserted without a slug
-- (the seed, the scale generator, a create that names none) gets one made from its name, made unique
-- with -2, -3, … by the trigger below; montra_slugify is the SQL twin of slugify() in
-- src/domain/company-slug.ts.
ALTER TABLE "companies" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "public_catalogue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "inserted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION montra_slugify(name text) RETURNS text AS $$
  SELECT COALESCE(
    NULLIF(
      trim(BOTH '-' FROM left(
        trim(BOTH '-' FROM regexp_replace(
          lower(translate(name,
            'áàâãäåçéèêëíìîïñóòôõöúùûüýÿÁÀÂÃÄÅÇÉÈÊËÍÌÎÏÑÓÒÔÕÖÚÙÛÜÝ',
            'aaaaaaceeeeiiiinooooouuuuyyAAAAAACEEEEIIIINOOOOOUUUUY')),
          '[^a-z0-9]+', '-', 'g')),
        50)),
      ''),
    'empresa')
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION montra_company_slug() RETURNS trigger AS $$
DECLARE
  base text;
  candidate text;
  n integer := 1;
BEGIN
  IF NEW.slug IS NOT NULL AND NEW.slug <> '' THEN
    RETURN NEW;
  END IF;
  base := montra_slugify(NEW.name);
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM companies WHERE slug = candidate AND uuid <> NEW.uuid) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  NEW.slug := candidate;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER companies_slug BEFORE INSERT OR UPDATE ON companies
  FOR EACH ROW EXECUTE FUNCTION montra_company_slug();
--> statement-breakpoint
-- Existing companies, oldest first (each UPDATE its own command, so the next sees the slug before it).
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT uuid FROM companies ORDER BY inserted_at, uuid LOOP
    UPDATE companies SET slug = '' WHERE uuid = r.uuid;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_key" ON "companies" USING btree ("slug");
