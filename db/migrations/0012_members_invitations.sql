-- reserved for members invitations; replaced by its owner
SELECT 1;
