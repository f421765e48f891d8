cat >heat.f90 <<'F'
module grid
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  subroutine step(u, n, alpha)
    integer, intent(in) :: n
    real(dp), intent(inout) :: u(n)
    real(dp), intent(in) :: alpha
    integer :: i, unused_counter
    real(dp) :: tmp(n)
    tmp = u
    do i = 2, n - 1
      u(i) = tmp(i) + alpha * (tmp(i-1) - 2.0_dp * tmp(i) + tmp(i+1))
    end do
  end subroutine step
end module grid

program heat
  use grid
  implicit none
  real(dp) :: u(100)
  integer :: it
  real :: single
  u = 0.0_dp
  u(50) = 1.0_dp
  single = u(50)
  do it = 1, 500
    call step(u, 100, 0.25_dp, it)
  end do
  print *, 'peak', maxval(u), totl
end program heat
F
