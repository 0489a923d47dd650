-- reserved for recipient tracking; replaced by its owner
SELECT 1;
