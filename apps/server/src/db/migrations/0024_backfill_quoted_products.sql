-- The quotes already written keep the prices they were read with: the service's prices for the
-- request's province as the catalogue has them now (its own, else the "Altre province" ones), as
-- the quote page showed them until today. A service without prices leaves it null (read from
-- the catalogue then, once it has some).
UPDATE "requests" SET "quoted_products" = (
  SELECT jsonb_agg(jsonb_build_object('productType', sp."product_type", 'amount', sp."amount_cents") ORDER BY sp."product_type")
  FROM "service_products" sp
  WHERE sp."service_id" = "requests"."service_id"
    AND sp."province" IS NOT DISTINCT FROM (
      CASE WHEN EXISTS (
        SELECT 1 FROM "service_products" own
        WHERE own."service_id" = "requests"."service_id" AND own."province" = "requests"."province"
      ) THEN "requests"."province" END
    )
)
WHERE "service_id" IS NOT NULL
  -- (an empty list: a quote written, for a while, with a service that had no prices)
  AND ("quoted_products" IS NULL OR "quoted_products" = '[]'::jsonb);
