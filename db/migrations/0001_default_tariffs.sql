-- Default tariffs (docs/api/orders.md, quotes). Amounts in centavos. Organizations may get their own rows.
INSERT INTO "tariffs" ("organization_id", "shipment_type", "base_centavos", "per_extra_kg_centavos", "transit_business_days", "rules") VALUES
  (NULL, 'standard', 12000, 1800, 3, '{"interRegionMultiplier": 1.25, "codFeeRate": 0.03, "codFeeMinimumCentavos": 2500, "insuranceRate": 0.01}'),
  (NULL, 'express', 19000, 2500, 1, '{"interRegionMultiplier": 1.25, "codFeeRate": 0.03, "codFeeMinimumCentavos": 2500, "insuranceRate": 0.01}'),
  (NULL, 'same_day', 26000, 3500, 0, '{"interRegionMultiplier": 1.25, "codFeeRate": 0.03, "codFeeMinimumCentavos": 2500, "insuranceRate": 0.01, "requiresSamePostalPrefix": 3}');
