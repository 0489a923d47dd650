-- reserved for email delivery; replaced by its owner
SELECT 1;
