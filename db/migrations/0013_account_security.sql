-- reserved for account security; replaced by its owner
SELECT 1;
