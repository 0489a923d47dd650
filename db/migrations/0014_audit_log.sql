-- reserved for audit log; replaced by its owner
SELECT 1;
