-- reserved for batches; replaced by its owner
SELECT 1;
