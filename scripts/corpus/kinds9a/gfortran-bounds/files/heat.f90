! Explicit 1-D heat equation on 100 cells with a moving heat source; reports the energy and the
! hottest cell every step. The source position is computed from the step number and, from step
! 358 on, lands one cell past the grid.
program heat
  implicit none
  integer, parameter :: n = 100, steps = 600
  real(8) :: u(n), unew(n), dt, dx
  integer :: step, k, src
  dx = 1.0d0 / n
  dt = 0.4d0 * dx * dx
  u = 0.0d0
  do step = 1, steps
    src = 1 + (step * 29) / 104
    u(src) = u(src) + 0.5d0
    do k = 2, n - 1
      unew(k) = u(k) + dt / (dx * dx) * (u(k - 1) - 2.0d0 * u(k) + u(k + 1))
    end do
    unew(1) = 0.0d0
    unew(n) = 0.0d0
    u = unew
    write (*, '(a, i4, a, f12.6, a, i4)') 'step ', step, ': energy ', sum(u) * dx, ', hottest cell ', maxloc(u, 1)
  end do
  print *, 'simulation complete'
end program heat
